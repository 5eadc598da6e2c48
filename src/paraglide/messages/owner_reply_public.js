/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Reply_PublicInputs */

const en_owner_reply_public = /** @type {(inputs: Owner_Reply_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply in public (once)`)
};

const es_owner_reply_public = /** @type {(inputs: Owner_Reply_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder en público (una sola vez)`)
};

const fr_owner_reply_public = /** @type {(inputs: Owner_Reply_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondre publiquement (une seule fois)`)
};

/**
* | output |
* | --- |
* | "Reply in public (once)" |
*
* @param {Owner_Reply_PublicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reply_public = /** @type {((inputs?: Owner_Reply_PublicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reply_PublicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reply_public(inputs)
	if (locale === "fr") return fr_owner_reply_public(inputs)
	return en_owner_reply_public(inputs)
});