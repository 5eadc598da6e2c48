/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Reply_PublishedInputs */

const en_owner_reply_published = /** @type {(inputs: Owner_Reply_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply published`)
};

const es_owner_reply_published = /** @type {(inputs: Owner_Reply_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta publicada`)
};

const fr_owner_reply_published = /** @type {(inputs: Owner_Reply_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse publiée`)
};

/**
* | output |
* | --- |
* | "Reply published" |
*
* @param {Owner_Reply_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reply_published = /** @type {((inputs?: Owner_Reply_PublishedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reply_PublishedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reply_published(inputs)
	if (locale === "fr") return fr_owner_reply_published(inputs)
	return en_owner_reply_published(inputs)
});