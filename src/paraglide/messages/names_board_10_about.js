/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Board_10_AboutInputs */

const en_names_board_10_about = /** @type {(inputs: Names_Board_10_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The heart of Harlem from 110th to 155th Street: 125th Street and the Apollo, the Schomburg Center, Strivers' Row, soul food on Malcolm X Boulevard and jazz in the clubs where bebop was born.`)
};

const es_names_board_10_about = /** @type {(inputs: Names_Board_10_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El corazón de Harlem, de la calle 110 a la 155: la calle 125 y el Apollo, el Schomburg Center, Strivers' Row, soul food en Malcolm X Boulevard y jazz en los clubes donde nació el bebop.`)
};

const fr_names_board_10_about = /** @type {(inputs: Names_Board_10_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le cœur de Harlem, de la 110e à la 155e rue : la 125e rue et l’Apollo, le Schomburg Center, Strivers' Row, la soul food de Malcolm X Boulevard et le jazz dans les clubs où est né le bebop.`)
};

/**
* | output |
* | --- |
* | "The heart of Harlem from 110th to 155th Street: 125th Street and the Apollo, the Schomburg Center, Strivers' Row, soul food on Malcolm X Boulevard and jazz i..." |
*
* @param {Names_Board_10_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_board_10_about = /** @type {((inputs?: Names_Board_10_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Board_10_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_board_10_about(inputs)
	if (locale === "fr") return fr_names_board_10_about(inputs)
	return en_names_board_10_about(inputs)
});