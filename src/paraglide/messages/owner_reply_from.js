/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Owner_Reply_FromInputs */

const en_owner_reply_from = /** @type {(inputs: Owner_Reply_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply from ${i?.name}`)
};

const es_owner_reply_from = /** @type {(inputs: Owner_Reply_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuesta de ${i?.name}`)
};

const fr_owner_reply_from = /** @type {(inputs: Owner_Reply_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réponse de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Reply from {name}" |
*
* @param {Owner_Reply_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reply_from = /** @type {((inputs: Owner_Reply_FromInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reply_FromInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reply_from(inputs)
	if (locale === "fr") return fr_owner_reply_from(inputs)
	return en_owner_reply_from(inputs)
});