/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_BoardsInputs */

const en_ads_field_boards = /** @type {(inputs: Ads_Field_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community boards (optional)`)
};

const es_ads_field_boards = /** @type {(inputs: Ads_Field_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distritos comunitarios (opcional)`)
};

const fr_ads_field_boards = /** @type {(inputs: Ads_Field_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Districts (facultatif)`)
};

/**
* | output |
* | --- |
* | "Community boards (optional)" |
*
* @param {Ads_Field_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_boards = /** @type {((inputs?: Ads_Field_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_boards(inputs)
	if (locale === "fr") return fr_ads_field_boards(inputs)
	return en_ads_field_boards(inputs)
});