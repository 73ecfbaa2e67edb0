/**
 * Coordinates for the AI panel's detected location, only when the member already allowed
 * location for Roamly: the studio never opens a second permission prompt on top of the camera's.
 */
export async function currentCoordinates(
  timeoutMs = 1500,
): Promise<{ latitude?: number; longitude?: number }> {
  try {
    if (!navigator.geolocation || !navigator.permissions) return {};
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return {};
    return await new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) =>
          resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => resolve({}),
        { timeout: timeoutMs, maximumAge: 5 * 60 * 1000 },
      );
    });
  } catch {
    return {};
  }
}
