/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Owner_Reply_ToInputs */

const en_owner_reply_to = /** @type {(inputs: Owner_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply to ${i?.name}`)
};

const es_owner_reply_to = /** @type {(inputs: Owner_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responder a ${i?.name}`)
};

const fr_owner_reply_to = /** @type {(inputs: Owner_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Répondre à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Reply to {name}" |
*
* @param {Owner_Reply_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reply_to = /** @type {((inputs: Owner_Reply_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reply_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reply_to(inputs)
	if (locale === "fr") return fr_owner_reply_to(inputs)
	return en_owner_reply_to(inputs)
});