/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Reply_UpdatedInputs */

const en_owner_reply_updated = /** @type {(inputs: Owner_Reply_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply updated`)
};

const es_owner_reply_updated = /** @type {(inputs: Owner_Reply_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta actualizada`)
};

const fr_owner_reply_updated = /** @type {(inputs: Owner_Reply_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse modifiée`)
};

/**
* | output |
* | --- |
* | "Reply updated" |
*
* @param {Owner_Reply_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reply_updated = /** @type {((inputs?: Owner_Reply_UpdatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reply_UpdatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reply_updated(inputs)
	if (locale === "fr") return fr_owner_reply_updated(inputs)
	return en_owner_reply_updated(inputs)
});