/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_InboxInputs */

const en_moderation_msg_inbox = /** @type {(inputs: Moderation_Msg_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an inbox`)
};

const es_moderation_msg_inbox = /** @type {(inputs: Moderation_Msg_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una bandeja de entrada`)
};

const fr_moderation_msg_inbox = /** @type {(inputs: Moderation_Msg_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une boîte de réception`)
};

/**
* | output |
* | --- |
* | "Choose an inbox" |
*
* @param {Moderation_Msg_InboxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_inbox = /** @type {((inputs?: Moderation_Msg_InboxInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_InboxInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_inbox(inputs)
	if (locale === "fr") return fr_moderation_msg_inbox(inputs)
	return en_moderation_msg_inbox(inputs)
});