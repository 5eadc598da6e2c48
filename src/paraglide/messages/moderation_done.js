/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_DoneInputs */

const en_moderation_done = /** @type {(inputs: Moderation_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const es_moderation_done = /** @type {(inputs: Moderation_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

const fr_moderation_done = /** @type {(inputs: Moderation_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Moderation_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_done = /** @type {((inputs?: Moderation_DoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_DoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_done(inputs)
	if (locale === "fr") return fr_moderation_done(inputs)
	return en_moderation_done(inputs)
});