import { PLAIN_CURSOR_PROTOCOL, SYNC_ERROR_STATUS, SYNC_PROTOCOL, type ErrorBody } from '@rsd/core';
import { HttpError } from '../../http/http-error';

/** The client asked for a protocol this server cannot serve; the body names the one it speaks. */
export class UnsupportedProtocolError extends HttpError {
  constructor(requested: number) {
    super(
      SYNC_ERROR_STATUS,
      'unsupported_protocol',
      `This server speaks sync protocol ${SYNC_PROTOCOL} (and ${PLAIN_CURSOR_PROTOCOL} for older apps); the client asked for protocol ${requested}.`,
    );
  }

  override toBody(): ErrorBody {
    return { error: { ...super.toBody().error, protocol: SYNC_PROTOCOL } };
  }
}

export const resyncRequired = (why: string) =>
  new HttpError(SYNC_ERROR_STATUS, 'resync_required', `${why} Sync again from the beginning (since=0).`);
