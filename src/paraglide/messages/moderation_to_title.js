/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_TitleInputs */

const en_moderation_to_title = /** @type {(inputs: Moderation_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walking Tours`)
};

const es_moderation_to_title = /** @type {(inputs: Moderation_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos a pie`)
};

const fr_moderation_to_title = /** @type {(inputs: Moderation_To_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites à pied`)
};

/**
* | output |
* | --- |
* | "Walking Tours" |
*
* @param {Moderation_To_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_title = /** @type {((inputs?: Moderation_To_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_title(inputs)
	if (locale === "fr") return fr_moderation_to_title(inputs)
	return en_moderation_to_title(inputs)
});