/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown> }} Festival_Description_NoneInputs */

const en_festival_description_none = /** @type {(inputs: Festival_Description_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week: the yearly celebration of Harlem's culture, music, food and community, held every August since ${i?.first}.`)
};

const es_festival_description_none = /** @type {(inputs: Festival_Description_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week: la celebración anual de la cultura, la música, la comida y la comunidad de Harlem, cada agosto desde ${i?.first}.`)
};

const fr_festival_description_none = /** @type {(inputs: Festival_Description_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week : la fête annuelle de la culture, de la musique, de la cuisine et de la communauté de Harlem, chaque mois d’août depuis ${i?.first}.`)
};

/**
* | output |
* | --- |
* | "Harlem Week: the yearly celebration of Harlem's culture, music, food and community, held every August since {first}." |
*
* @param {Festival_Description_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_description_none = /** @type {((inputs: Festival_Description_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Description_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_description_none(inputs)
	if (locale === "fr") return fr_festival_description_none(inputs)
	return en_festival_description_none(inputs)
});