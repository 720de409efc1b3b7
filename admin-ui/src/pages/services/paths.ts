/** The repair pages' addresses. */
export const INTAKE_PATH = "/dashboard/service-masuk";
export const IN_PROGRESS_PATH = "/dashboard/services-in-progress";
export const CASHIER_PATH = "/dashboard/transaction/service";
