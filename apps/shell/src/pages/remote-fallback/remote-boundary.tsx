import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  onRetry: () => void;
  /** Told once per failure, e.g. to report it; the fallback shows either way. */
  onError?: (error: Error) => void;
  showDetails: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a remote's failure (load or render) inside the page area. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error) return <RemoteFallback error={error} onRetry={this.retry} showDetails={this.props.showDetails} />;
    return this.props.children;
  }
}
