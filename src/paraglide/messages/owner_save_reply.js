/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Save_ReplyInputs */

const en_owner_save_reply = /** @type {(inputs: Owner_Save_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save reply`)
};

const es_owner_save_reply = /** @type {(inputs: Owner_Save_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar respuesta`)
};

const fr_owner_save_reply = /** @type {(inputs: Owner_Save_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la réponse`)
};

/**
* | output |
* | --- |
* | "Save reply" |
*
* @param {Owner_Save_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_save_reply = /** @type {((inputs?: Owner_Save_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Save_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_save_reply(inputs)
	if (locale === "fr") return fr_owner_save_reply(inputs)
	return en_owner_save_reply(inputs)
});