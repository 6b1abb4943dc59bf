import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_PATH, PROFILE_PATH } from '@portal/shared/contract/portal-pages';
import type { SessionUser } from '@portal/shared/contract/session';
import { useAppDispatch } from '@portal/shared/state/hooks';
import { logout } from '@portal/shared/state/session';

export function displayName(user: SessionUser): string {
  const fullName = user.fullname ?? [user.firstname, user.lastname].filter(Boolean).join(' ');
  return fullName.trim() || user.login;
}

/** The user's name opens a small menu with the profile link and logout. */
export function UserMenu({ user, showProfile }: { user: SessionUser; showProfile: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        // Escape returns to the button that opened the menu (not to the page's body).
        if (rootRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      } else if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    await dispatch(logout());
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="shell-user-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="shell-user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="shell-user-menu__avatar" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <span className="shell-user-menu__name">{displayName(user)}</span>
      </button>
      <ul id={menuId} className="shell-user-menu__list" hidden={!open}>
        {showProfile && (
          <li>
            <Link to={PROFILE_PATH} onClick={() => setOpen(false)}>
              Meine Daten
            </Link>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void onLogout()}>
            Abmelden
          </button>
        </li>
      </ul>
    </div>
  );
}
