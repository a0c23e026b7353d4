import axios from 'axios';

/** The server answered 404: the record asked for does not exist (or is not for this person). */
export function isNotFound(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 404;
}
