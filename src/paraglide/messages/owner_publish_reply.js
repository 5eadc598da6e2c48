/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Publish_ReplyInputs */

const en_owner_publish_reply = /** @type {(inputs: Owner_Publish_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish reply`)
};

const es_owner_publish_reply = /** @type {(inputs: Owner_Publish_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar respuesta`)
};

const fr_owner_publish_reply = /** @type {(inputs: Owner_Publish_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier la réponse`)
};

/**
* | output |
* | --- |
* | "Publish reply" |
*
* @param {Owner_Publish_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_publish_reply = /** @type {((inputs?: Owner_Publish_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Publish_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_publish_reply(inputs)
	if (locale === "fr") return fr_owner_publish_reply(inputs)
	return en_owner_publish_reply(inputs)
});