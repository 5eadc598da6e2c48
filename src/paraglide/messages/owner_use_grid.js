/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Use_GridInputs */

const en_owner_use_grid = /** @type {(inputs: Owner_Use_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the weekly grid instead (starts empty)`)
};

const es_owner_use_grid = /** @type {(inputs: Owner_Use_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar la cuadrícula semanal (empieza vacía)`)
};

const fr_owner_use_grid = /** @type {(inputs: Owner_Use_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser plutôt la grille hebdomadaire (vide au départ)`)
};

/**
* | output |
* | --- |
* | "Use the weekly grid instead (starts empty)" |
*
* @param {Owner_Use_GridInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_use_grid = /** @type {((inputs?: Owner_Use_GridInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Use_GridInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_use_grid(inputs)
	if (locale === "fr") return fr_owner_use_grid(inputs)
	return en_owner_use_grid(inputs)
});