/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Your_ReplyInputs */

const en_owner_your_reply = /** @type {(inputs: Owner_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply`)
};

const es_owner_your_reply = /** @type {(inputs: Owner_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu respuesta`)
};

const fr_owner_your_reply = /** @type {(inputs: Owner_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réponse`)
};

/**
* | output |
* | --- |
* | "Your reply" |
*
* @param {Owner_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_your_reply = /** @type {((inputs?: Owner_Your_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Your_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_your_reply(inputs)
	if (locale === "fr") return fr_owner_your_reply(inputs)
	return en_owner_your_reply(inputs)
});