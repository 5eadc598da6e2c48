/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Mark_ReadInputs */

const en_owner_mark_read = /** @type {(inputs: Owner_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as read`)
};

const es_owner_mark_read = /** @type {(inputs: Owner_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como leído`)
};

const fr_owner_mark_read = /** @type {(inputs: Owner_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme lu`)
};

/**
* | output |
* | --- |
* | "Mark as read" |
*
* @param {Owner_Mark_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_mark_read = /** @type {((inputs?: Owner_Mark_ReadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Mark_ReadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_mark_read(inputs)
	if (locale === "fr") return fr_owner_mark_read(inputs)
	return en_owner_mark_read(inputs)
});