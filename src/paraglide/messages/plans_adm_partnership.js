/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_PartnershipInputs */

const en_plans_adm_partnership = /** @type {(inputs: Plans_Adm_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership plans`)
};

const es_plans_adm_partnership = /** @type {(inputs: Plans_Adm_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de colaboración`)
};

const fr_plans_adm_partnership = /** @type {(inputs: Plans_Adm_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules de partenariat`)
};

/**
* | output |
* | --- |
* | "Partnership plans" |
*
* @param {Plans_Adm_PartnershipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_partnership = /** @type {((inputs?: Plans_Adm_PartnershipInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_PartnershipInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_partnership(inputs)
	if (locale === "fr") return fr_plans_adm_partnership(inputs)
	return en_plans_adm_partnership(inputs)
});