/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_MovedInputs */

const en_moderation_msg_moved = /** @type {(inputs: Moderation_Msg_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order changed`)
};

const es_moderation_msg_moved = /** @type {(inputs: Moderation_Msg_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden cambiado`)
};

const fr_moderation_msg_moved = /** @type {(inputs: Moderation_Msg_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre modifié`)
};

/**
* | output |
* | --- |
* | "Order changed" |
*
* @param {Moderation_Msg_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_moved = /** @type {((inputs?: Moderation_Msg_MovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_MovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_moved(inputs)
	if (locale === "fr") return fr_moderation_msg_moved(inputs)
	return en_moderation_msg_moved(inputs)
});