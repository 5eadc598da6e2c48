/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Festival_TextInputs */

const en_partners_benefit_festival_text = /** @type {(inputs: Partners_Benefit_Festival_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take part in Harlem Week, Restaurant Week and the holiday campaigns we promote.`)
};

const es_partners_benefit_festival_text = /** @type {(inputs: Partners_Benefit_Festival_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participa en Harlem Week, Restaurant Week y las campañas navideñas que promovemos.`)
};

const fr_partners_benefit_festival_text = /** @type {(inputs: Partners_Benefit_Festival_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participez à Harlem Week, à la Restaurant Week et aux campagnes des fêtes que nous mettons en avant.`)
};

/**
* | output |
* | --- |
* | "Take part in Harlem Week, Restaurant Week and the holiday campaigns we promote." |
*
* @param {Partners_Benefit_Festival_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_festival_text = /** @type {((inputs?: Partners_Benefit_Festival_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Festival_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_festival_text(inputs)
	if (locale === "fr") return fr_partners_benefit_festival_text(inputs)
	return en_partners_benefit_festival_text(inputs)
});