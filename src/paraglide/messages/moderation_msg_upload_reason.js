/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Upload_ReasonInputs */

const en_moderation_msg_upload_reason = /** @type {(inputs: Moderation_Msg_Upload_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell the owner why it is not published`)
};

const es_moderation_msg_upload_reason = /** @type {(inputs: Moderation_Msg_Upload_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explica al propietario por qué no se publica`)
};

const fr_moderation_msg_upload_reason = /** @type {(inputs: Moderation_Msg_Upload_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expliquez au propriétaire pourquoi il n’est pas publié`)
};

/**
* | output |
* | --- |
* | "Tell the owner why it is not published" |
*
* @param {Moderation_Msg_Upload_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_upload_reason = /** @type {((inputs?: Moderation_Msg_Upload_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Upload_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_upload_reason(inputs)
	if (locale === "fr") return fr_moderation_msg_upload_reason(inputs)
	return en_moderation_msg_upload_reason(inputs)
});