/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Upsell_Benefit_GuidesInputs */

const en_partners_upsell_benefit_guides = /** @type {(inputs: Partners_Upsell_Benefit_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly neighborhood guides`)
};

const es_partners_upsell_benefit_guides = /** @type {(inputs: Partners_Upsell_Benefit_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guías mensuales del barrio`)
};

const fr_partners_upsell_benefit_guides = /** @type {(inputs: Partners_Upsell_Benefit_GuidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides mensuels du quartier`)
};

/**
* | output |
* | --- |
* | "Monthly neighborhood guides" |
*
* @param {Partners_Upsell_Benefit_GuidesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_benefit_guides = /** @type {((inputs?: Partners_Upsell_Benefit_GuidesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_Benefit_GuidesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_benefit_guides(inputs)
	if (locale === "fr") return fr_partners_upsell_benefit_guides(inputs)
	return en_partners_upsell_benefit_guides(inputs)
});