/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Admin_Pager_ShowingInputs */

const en_admin_pager_showing = /** @type {(inputs: Admin_Pager_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.first}–${i?.last} of ${i?.total}`)
};

const es_admin_pager_showing = /** @type {(inputs: Admin_Pager_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrando ${i?.first}–${i?.last} de ${i?.total}`)
};

const fr_admin_pager_showing = /** @type {(inputs: Admin_Pager_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} sur ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Showing {first}–{last} of {total}" |
*
* @param {Admin_Pager_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pager_showing = /** @type {((inputs: Admin_Pager_ShowingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pager_ShowingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pager_showing(inputs)
	if (locale === "fr") return fr_admin_pager_showing(inputs)
	return en_admin_pager_showing(inputs)
});