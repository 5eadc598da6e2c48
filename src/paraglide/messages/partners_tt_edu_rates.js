/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Edu_RatesInputs */

const en_partners_tt_edu_rates = /** @type {(inputs: Partners_Tt_Edu_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student rates and free chaperone places`)
};

const es_partners_tt_edu_rates = /** @type {(inputs: Partners_Tt_Edu_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifas para estudiantes y plazas gratuitas para acompañantes`)
};

const fr_partners_tt_edu_rates = /** @type {(inputs: Partners_Tt_Edu_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifs étudiants et places gratuites pour les accompagnateurs`)
};

/**
* | output |
* | --- |
* | "Student rates and free chaperone places" |
*
* @param {Partners_Tt_Edu_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_edu_rates = /** @type {((inputs?: Partners_Tt_Edu_RatesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Edu_RatesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_edu_rates(inputs)
	if (locale === "fr") return fr_partners_tt_edu_rates(inputs)
	return en_partners_tt_edu_rates(inputs)
});