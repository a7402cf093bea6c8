/** A configuration Jemput refuses to start with; its message says what to set and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
