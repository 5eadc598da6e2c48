/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Festival_TitleInputs */

const en_partners_benefit_festival_title = /** @type {(inputs: Partners_Benefit_Festival_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festival and seasonal campaigns`)
};

const es_partners_benefit_festival_title = /** @type {(inputs: Partners_Benefit_Festival_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festivales y campañas de temporada`)
};

const fr_partners_benefit_festival_title = /** @type {(inputs: Partners_Benefit_Festival_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festivals et campagnes saisonnières`)
};

/**
* | output |
* | --- |
* | "Festival and seasonal campaigns" |
*
* @param {Partners_Benefit_Festival_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_festival_title = /** @type {((inputs?: Partners_Benefit_Festival_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Festival_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_festival_title(inputs)
	if (locale === "fr") return fr_partners_benefit_festival_title(inputs)
	return en_partners_benefit_festival_title(inputs)
});