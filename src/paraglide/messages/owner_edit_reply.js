/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Edit_ReplyInputs */

const en_owner_edit_reply = /** @type {(inputs: Owner_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit reply`)
};

const es_owner_edit_reply = /** @type {(inputs: Owner_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar respuesta`)
};

const fr_owner_edit_reply = /** @type {(inputs: Owner_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la réponse`)
};

/**
* | output |
* | --- |
* | "Edit reply" |
*
* @param {Owner_Edit_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_edit_reply = /** @type {((inputs?: Owner_Edit_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Edit_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_edit_reply(inputs)
	if (locale === "fr") return fr_owner_edit_reply(inputs)
	return en_owner_edit_reply(inputs)
});