/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Copy_MondayInputs */

const en_owner_copy_monday = /** @type {(inputs: Owner_Copy_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy Monday's hours to every day`)
};

const es_owner_copy_monday = /** @type {(inputs: Owner_Copy_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar el horario del lunes a todos los días`)
};

const fr_owner_copy_monday = /** @type {(inputs: Owner_Copy_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer les horaires du lundi à tous les jours`)
};

/**
* | output |
* | --- |
* | "Copy Monday's hours to every day" |
*
* @param {Owner_Copy_MondayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_copy_monday = /** @type {((inputs?: Owner_Copy_MondayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Copy_MondayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_copy_monday(inputs)
	if (locale === "fr") return fr_owner_copy_monday(inputs)
	return en_owner_copy_monday(inputs)
});