/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Reply_FailedInputs */

const en_owner_reply_failed = /** @type {(inputs: Owner_Reply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to publish your reply. Please try again.`)
};

const es_owner_reply_failed = /** @type {(inputs: Owner_Reply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo publicar tu respuesta. Inténtalo de nuevo.`)
};

const fr_owner_reply_failed = /** @type {(inputs: Owner_Reply_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de publier votre réponse. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to publish your reply. Please try again." |
*
* @param {Owner_Reply_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reply_failed = /** @type {((inputs?: Owner_Reply_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reply_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reply_failed(inputs)
	if (locale === "fr") return fr_owner_reply_failed(inputs)
	return en_owner_reply_failed(inputs)
});