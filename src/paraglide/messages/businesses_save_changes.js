/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Save_ChangesInputs */

const en_businesses_save_changes = /** @type {(inputs: Businesses_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const es_businesses_save_changes = /** @type {(inputs: Businesses_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const fr_businesses_save_changes = /** @type {(inputs: Businesses_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Businesses_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_save_changes = /** @type {((inputs?: Businesses_Save_ChangesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Save_ChangesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_save_changes(inputs)
	if (locale === "fr") return fr_businesses_save_changes(inputs)
	return en_businesses_save_changes(inputs)
});