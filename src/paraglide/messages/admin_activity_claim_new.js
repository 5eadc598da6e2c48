/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Activity_Claim_NewInputs */

const en_admin_activity_claim_new = /** @type {(inputs: Admin_Activity_Claim_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New listing submitted`)
};

const es_admin_activity_claim_new = /** @type {(inputs: Admin_Activity_Claim_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha nueva enviada`)
};

const fr_admin_activity_claim_new = /** @type {(inputs: Admin_Activity_Claim_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle fiche proposée`)
};

/**
* | output |
* | --- |
* | "New listing submitted" |
*
* @param {Admin_Activity_Claim_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activity_claim_new = /** @type {((inputs?: Admin_Activity_Claim_NewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Activity_Claim_NewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activity_claim_new(inputs)
	if (locale === "fr") return fr_admin_activity_claim_new(inputs)
	return en_admin_activity_claim_new(inputs)
});