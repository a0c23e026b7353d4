import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PackagesService } from '../packages/packages.service.ts';

/**
 * The package a business is being put on, held until the transaction ends; its "not found" is
 * pointed at the field that named it, as a deactivated one already is.
 */
export async function packageFor(
  packages: Pick<PackagesService, 'forNewSubscription'>,
  tx: Executor,
  code: string,
) {
  try {
    return await packages.forNewSubscription(tx, code);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PACKAGE_NOT_FOUND') {
      throw new AppError(error.code, error.message, [
        { path: 'packageCode', message: `There is no package ${code.toUpperCase()}` },
      ]);
    }
    throw error;
  }
}
