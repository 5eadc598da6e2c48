/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Activity_ClaimInputs */

const en_admin_activity_claim = /** @type {(inputs: Admin_Activity_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing claimed`)
};

const es_admin_activity_claim = /** @type {(inputs: Admin_Activity_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha reclamada`)
};

const fr_admin_activity_claim = /** @type {(inputs: Admin_Activity_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche revendiquée`)
};

/**
* | output |
* | --- |
* | "Listing claimed" |
*
* @param {Admin_Activity_ClaimInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activity_claim = /** @type {((inputs?: Admin_Activity_ClaimInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Activity_ClaimInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activity_claim(inputs)
	if (locale === "fr") return fr_admin_activity_claim(inputs)
	return en_admin_activity_claim(inputs)
});