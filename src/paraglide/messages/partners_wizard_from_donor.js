/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ donor: NonNullable<unknown>, email: NonNullable<unknown> }} Partners_Wizard_From_DonorInputs */

const en_partners_wizard_from_donor = /** @type {(inputs: Partners_Wizard_From_DonorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.donor}, receipt to ${i?.email}`)
};

const es_partners_wizard_from_donor = /** @type {(inputs: Partners_Wizard_From_DonorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.donor}, recibo a ${i?.email}`)
};

const fr_partners_wizard_from_donor = /** @type {(inputs: Partners_Wizard_From_DonorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de la part de ${i?.donor}, reçu envoyé à ${i?.email}`)
};

/**
* | output |
* | --- |
* | "from {donor}, receipt to {email}" |
*
* @param {Partners_Wizard_From_DonorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_from_donor = /** @type {((inputs: Partners_Wizard_From_DonorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_From_DonorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_from_donor(inputs)
	if (locale === "fr") return fr_partners_wizard_from_donor(inputs)
	return en_partners_wizard_from_donor(inputs)
});