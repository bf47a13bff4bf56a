/** A tab whose data the service could not give: what is missing, and Try again. */
export function TabError({ message, testId, onRetry }: { message: string; testId: string; onRetry: () => void }) {
  return (
    <div className="wm-center" data-testid={testId}>
      <p className="wm-error-text">{message}</p>
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-tab-retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
