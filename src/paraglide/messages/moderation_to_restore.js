/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_RestoreInputs */

const en_moderation_to_restore = /** @type {(inputs: Moderation_To_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore`)
};

const es_moderation_to_restore = /** @type {(inputs: Moderation_To_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar`)
};

const fr_moderation_to_restore = /** @type {(inputs: Moderation_To_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir`)
};

/**
* | output |
* | --- |
* | "Restore" |
*
* @param {Moderation_To_RestoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_restore = /** @type {((inputs?: Moderation_To_RestoreInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_RestoreInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_restore(inputs)
	if (locale === "fr") return fr_moderation_to_restore(inputs)
	return en_moderation_to_restore(inputs)
});