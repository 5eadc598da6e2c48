/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_New_PartnershipInputs */

const en_plans_adm_new_partnership = /** @type {(inputs: Plans_Adm_New_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New partnership plan`)
};

const es_plans_adm_new_partnership = /** @type {(inputs: Plans_Adm_New_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo plan de colaboración`)
};

const fr_plans_adm_new_partnership = /** @type {(inputs: Plans_Adm_New_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle formule de partenariat`)
};

/**
* | output |
* | --- |
* | "New partnership plan" |
*
* @param {Plans_Adm_New_PartnershipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_new_partnership = /** @type {((inputs?: Plans_Adm_New_PartnershipInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_New_PartnershipInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_new_partnership(inputs)
	if (locale === "fr") return fr_plans_adm_new_partnership(inputs)
	return en_plans_adm_new_partnership(inputs)
});