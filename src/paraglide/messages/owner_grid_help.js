/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Grid_HelpInputs */

const en_owner_grid_help = /** @type {(inputs: Owner_Grid_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the days you open and set the times, in New York time. A closing time earlier than the opening time runs past midnight.`)
};

const es_owner_grid_help = /** @type {(inputs: Owner_Grid_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marca los días que abres e indica las horas, en hora de Nueva York. Si la hora de cierre es anterior a la de apertura, se entiende que cierras después de la medianoche.`)
};

const fr_owner_grid_help = /** @type {(inputs: Owner_Grid_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cochez les jours d’ouverture et indiquez les horaires, à l’heure de New York. Une heure de fermeture antérieure à l’heure d’ouverture signifie que vous fermez après minuit.`)
};

/**
* | output |
* | --- |
* | "Tick the days you open and set the times, in New York time. A closing time earlier than the opening time runs past midnight." |
*
* @param {Owner_Grid_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_grid_help = /** @type {((inputs?: Owner_Grid_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Grid_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_grid_help(inputs)
	if (locale === "fr") return fr_owner_grid_help(inputs)
	return en_owner_grid_help(inputs)
});