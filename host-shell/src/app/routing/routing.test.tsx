import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFor } from '../router';
import { createBrowserHistory, createMemoryHistory } from './history';
import { Link, Navigate, NavLink, normalizePath, Router, useLocation } from './routing';

afterEach(cleanup);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

describe('the shell router', () => {
  it('goes where a plain click on a link points, and keeps the page for a modified click', () => {
    const history = createMemoryHistory('/');
    render(
      <Router history={history}>
        <Link to="/help#faq">help</Link>
        <Where />
      </Router>,
    );
    fireEvent.click(screen.getByText('help'), { ctrlKey: true });
    expect(screen.getByRole('status').textContent).toBe('/');
    fireEvent.click(screen.getByText('help'));
    expect(screen.getByRole('status').textContent).toBe('/help#faq');
    expect(history.entries).toEqual(['/', '/help#faq']);
  });

  it('marks the link of the current page, the home link only on the home page', () => {
    render(
      <Router history={createMemoryHistory('/rng/')}>
        <NavLink to="/" end className="nav">
          home
        </NavLink>
        <NavLink to="/rng" className="nav">
          slots
        </NavLink>
      </Router>,
    );
    expect(screen.getByText('home').className).toBe('nav');
    expect(screen.getByText('slots').className).toBe('nav active');
    expect(screen.getByText('slots').getAttribute('aria-current')).toBe('page');
  });

  it('redirects in place of the history entry', () => {
    const history = createMemoryHistory('/lottery');
    render(
      <Router history={history}>
        <Navigate to="/login" replace />
      </Router>,
    );
    expect(history.entries).toEqual(['/login']);
  });

  it('follows the browser back button', () => {
    const history = createBrowserHistory();
    render(
      <Router history={history}>
        <Where />
      </Router>,
    );
    act(() => history.navigate('/promotions?x=1'));
    expect(screen.getByRole('status').textContent).toBe('/promotions?x=1');
    act(() => {
      window.history.replaceState(null, '', '/rng');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toBe('/rng');
  });

  it('matches paths without regard to case or a trailing slash, and anything else is not found', () => {
    expect(normalizePath('/AgentHome/')).toBe('/agenthome');
    expect(pageFor('/agentHome')).toBe(pageFor('/AGENTHOME/'));
    expect(pageFor('/home')).not.toBe(pageFor('/nowhere'));
    expect(pageFor('/nowhere').type).toBe(pageFor('/also-nowhere').type);
    expect(pageFor('/nowhere').type).not.toBe(pageFor('/home').type);
  });
});
