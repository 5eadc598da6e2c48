/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_ActionsInputs */

const en_organiser_col_actions = /** @type {(inputs: Organiser_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const es_organiser_col_actions = /** @type {(inputs: Organiser_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

const fr_organiser_col_actions = /** @type {(inputs: Organiser_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions possibles`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Organiser_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_actions = /** @type {((inputs?: Organiser_Col_ActionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_ActionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_actions(inputs)
	if (locale === "fr") return fr_organiser_col_actions(inputs)
	return en_organiser_col_actions(inputs)
});