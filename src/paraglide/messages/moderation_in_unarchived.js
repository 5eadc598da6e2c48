/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_UnarchivedInputs */

const en_moderation_in_unarchived = /** @type {(inputs: Moderation_In_UnarchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back in the inbox.`)
};

const es_moderation_in_unarchived = /** @type {(inputs: Moderation_In_UnarchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vuelta en la bandeja de entrada.`)
};

const fr_moderation_in_unarchived = /** @type {(inputs: Moderation_In_UnarchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De retour dans la boîte de réception.`)
};

/**
* | output |
* | --- |
* | "Back in the inbox." |
*
* @param {Moderation_In_UnarchivedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_unarchived = /** @type {((inputs?: Moderation_In_UnarchivedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_UnarchivedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_unarchived(inputs)
	if (locale === "fr") return fr_moderation_in_unarchived(inputs)
	return en_moderation_in_unarchived(inputs)
});