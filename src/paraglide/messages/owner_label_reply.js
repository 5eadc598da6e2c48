/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Label_ReplyInputs */

const en_owner_label_reply = /** @type {(inputs: Owner_Label_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const es_owner_label_reply = /** @type {(inputs: Owner_Label_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La respuesta`)
};

const fr_owner_label_reply = /** @type {(inputs: Owner_Label_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réponse`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Owner_Label_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_label_reply = /** @type {((inputs?: Owner_Label_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Label_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_label_reply(inputs)
	if (locale === "fr") return fr_owner_label_reply(inputs)
	return en_owner_label_reply(inputs)
});