export default function AuthModals() {
  return <div data-testid="auth-modals">auth remote loaded</div>;
}
