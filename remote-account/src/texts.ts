/** Every German text of the account remote, in one place (STYLE.md). */
export const texts = {
  login: {
    title: 'Anmelden',
    formLabel: 'Anmeldung',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    usernameRequired: 'Bitte geben Sie Ihren Benutzernamen ein.',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
    // portal-processes §8 "Login failed": a multi-line message, no details about which part was wrong.
    failedTitle: 'Die Anmeldung ist fehlgeschlagen.',
    failedLines: [
      'Bitte überprüfen Sie Ihren Benutzernamen und Ihr Passwort.',
      'Ihr Benutzerkonto muss zuvor über den Link aktiviert worden sein, den wir Ihnen per E-Mail gesendet haben.',
      'Nach fünf fehlgeschlagenen Anmeldeversuchen wird Ihr Benutzerkonto für 30 Minuten gesperrt.',
    ],
    loggedOut: 'Sie wurden abgemeldet.',
    linksLabel: 'Hilfe zur Anmeldung',
    register: 'Registrieren',
    registerIntro: 'Noch kein Benutzerkonto?',
    forgotUsername: 'Benutzername vergessen?',
    forgotPassword: 'Passwort vergessen?',
  },
  changePassword: {
    title: 'Passwort ändern',
    formLabel: 'Passwort ändern',
    forcedInfo: 'Bevor Sie das Kundenportal weiter nutzen können, müssen Sie Ihr Passwort ändern.',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    confirmation: 'Neues Passwort wiederholen',
    hint:
      'Das Passwort muss 8 bis 255 Zeichen lang sein und mindestens einen Kleinbuchstaben, einen Großbuchstaben ' +
      'und ein Sonderzeichen enthalten. Es darf nicht mit Ihrem Benutzernamen übereinstimmen.',
    submit: 'Passwort ändern',
    success: 'Ihr Passwort wurde erfolgreich geändert.',
    backToOverview: 'Zur Übersicht',
    // Message key password.change.error.general (portal-processes §8).
    errorGeneral: 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
    currentPasswordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    newPasswordRequired: 'Bitte geben Sie ein neues Passwort ein.',
    tooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    tooLong: 'Das Passwort darf höchstens 255 Zeichen lang sein.',
    lowercaseMissing: 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.',
    uppercaseMissing: 'Das Passwort muss mindestens einen Großbuchstaben enthalten.',
    specialMissing: 'Das Passwort muss mindestens ein Sonderzeichen enthalten.',
    equalsUsername: 'Das Passwort darf nicht mit Ihrem Benutzernamen übereinstimmen.',
    confirmationRequired: 'Bitte wiederholen Sie das neue Passwort.',
    confirmationMismatch: 'Die Passwörter stimmen nicht überein.',
  },
} as const;
