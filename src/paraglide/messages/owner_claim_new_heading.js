/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_New_HeadingInputs */

const en_owner_claim_new_heading = /** @type {(inputs: Owner_Claim_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not listed? Add your business`)
};

const es_owner_claim_new_heading = /** @type {(inputs: Owner_Claim_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No aparece? Agrega tu negocio`)
};

const fr_owner_claim_new_heading = /** @type {(inputs: Owner_Claim_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absent du guide ? Ajoutez votre établissement`)
};

/**
* | output |
* | --- |
* | "Not listed? Add your business" |
*
* @param {Owner_Claim_New_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_new_heading = /** @type {((inputs?: Owner_Claim_New_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_New_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_new_heading(inputs)
	if (locale === "fr") return fr_owner_claim_new_heading(inputs)
	return en_owner_claim_new_heading(inputs)
});