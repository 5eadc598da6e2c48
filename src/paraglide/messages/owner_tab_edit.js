/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tab_EditInputs */

const en_owner_tab_edit = /** @type {(inputs: Owner_Tab_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Business`)
};

const es_owner_tab_edit = /** @type {(inputs: Owner_Tab_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar negocio`)
};

const fr_owner_tab_edit = /** @type {(inputs: Owner_Tab_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la fiche`)
};

/**
* | output |
* | --- |
* | "Edit Business" |
*
* @param {Owner_Tab_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tab_edit = /** @type {((inputs?: Owner_Tab_EditInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tab_EditInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tab_edit(inputs)
	if (locale === "fr") return fr_owner_tab_edit(inputs)
	return en_owner_tab_edit(inputs)
});