/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Visitors_TitleInputs */

const en_partners_benefit_visitors_title = /** @type {(inputs: Partners_Benefit_Visitors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitors who are ready to go out`)
};

const es_partners_benefit_visitors_title = /** @type {(inputs: Partners_Benefit_Visitors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes con ganas de salir`)
};

const fr_partners_benefit_visitors_title = /** @type {(inputs: Partners_Benefit_Visitors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des visiteurs prêts à sortir`)
};

/**
* | output |
* | --- |
* | "Visitors who are ready to go out" |
*
* @param {Partners_Benefit_Visitors_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_visitors_title = /** @type {((inputs?: Partners_Benefit_Visitors_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Visitors_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_visitors_title(inputs)
	if (locale === "fr") return fr_partners_benefit_visitors_title(inputs)
	return en_partners_benefit_visitors_title(inputs)
});